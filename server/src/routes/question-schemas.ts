import { Type } from 'typebox';
import {
  MAX_QUESTION_TITLE,
  MAX_SHORT_ANSWER,
  MAX_STEM_CONTENT,
  MAX_STEMS,
} from '../../../src/core/api/contract';
import { Text } from '../http/schemas';

/** A stem index: "A"–"F" or "1"–"12" in practice; bounded, never used as an object key raw. */
const StemIndex = () => Type.String({ minLength: 1, maxLength: 4, pattern: '^[A-Za-z0-9]+$' });

/**
 * Bounds of a question and of an answer as JSON carries them; whether they fit their question
 * is checkedQuestion's and checkedAnswer's to say (with a reason).
 */
export const QuestionSchemas = {
  title: Text(MAX_QUESTION_TITLE + 100),
  stems: Type.Array(
    Type.Object({
      index: StemIndex(),
      content: Type.Optional(Text(MAX_STEM_CONTENT + 100)),
      leftcontent: Type.Optional(Text(MAX_STEM_CONTENT + 100)),
      rightcontent: Type.Optional(Text(MAX_STEM_CONTENT + 100)),
    }),
    { maxItems: MAX_STEMS + 4 },
  ),
  key: Type.Union([
    Text(MAX_SHORT_ANSWER),
    Type.Boolean(),
    Type.Array(StemIndex(), { maxItems: MAX_STEMS + 4 }),
    Type.Record(Type.String({ pattern: '^[A-Za-z0-9]{1,4}$' }), StemIndex(), {
      maxProperties: MAX_STEMS + 4,
    }),
  ]),
};
