import Box from '@mui/material/Box';
/**
 * A two-letter badge instead of the emoji flag: Windows and most Linux desktops have no flag glyphs
 * and draw the two regional letters as boxes.
 */
export function CountryLabel({ code, name }: { code: string; name: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          fontSize: 11,
          fontWeight: 700,
          lineHeight: '18px',
          paddingInline: 0.75,
          borderRadius: 1,
          bgcolor: 'action.selected',
          color: 'text.secondary',
          letterSpacing: 0.5,
        }}
      >
        {code.toUpperCase()}
      </Box>
      {/* The API names the country in the reader's language (docs/api.md, "Language"). */}
      {name}
    </Box>
  );
}
