import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreviews } from '@/components/form/image-previews';
import { checkImages, type FileProblem, imageTypes, maxImages } from './file-rules';

/**
 * Images chosen from the device, previewed at once (object URLs, freed when removed or when the page closes):
 * nothing is uploaded. Refused files are named with the reason.
 */
export function FileInput({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('forms');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Array<{ name: string; problem: FileProblem }>>([]);
  const previews = useMemo(
    () => files.map((file) => ({ file, name: file.name, url: URL.createObjectURL(file) })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const choose = (chosen: FileList | null) => {
    const result = checkImages(Array.from(chosen ?? []), files.length);
    setFiles([...files, ...result.kept]);
    setRefused(result.refused);
  };
  return (
    <Box>
      <Box
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: refused.length ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <CloudUpload color={disabled ? 'disabled' : 'primary'} sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ mt: 1 }}>
          {/* A button that opens the browser's file dialog: a label around the input would nest two controls. */}
          <Button
            variant="outlined"
            disabled={disabled}
            aria-describedby={`${id}-help`}
            onClick={() => input.current?.click()}
          >
            {t('elements.file.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={imageTypes.join(',')}
            disabled={disabled}
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
          />
        </Box>
        <FormHelperText id={`${id}-help`} sx={{ textAlign: 'center' }}>
          {t('elements.file.helper', { max: maxImages })}
        </FormHelperText>
      </Box>
      {refused.length > 0 && (
        <Box role="alert" sx={{ mt: 1 }}>
          {refused.map((r) => (
            <FormHelperText key={r.name} error>
              {t(`elements.file.refused.${r.problem}`, { name: r.name, max: maxImages })}
            </FormHelperText>
          ))}
        </Box>
      )}
      <ImagePreviews
        images={previews}
        label={t('elements.file.chosen')}
        removeLabel={(name) => t('elements.file.remove', { name })}
        onRemove={({ file }) => setFiles(files.filter((f) => f !== file))}
        showNames
      />
    </Box>
  );
}
