-- One sign-up alone (the tests'): match_sign_up_together with a batch of one, its refusal
-- raised as SQLSTATE FM001 with {"refusal": CODE} as the message.
CREATE OR REPLACE FUNCTION "match_sign_up"(
  p_club integer,
  p_match integer,
  p_flight integer,
  p_by integer,
  p_now timestamptz,
  p_wall timestamp,
  p_rows jsonb,
  p_products jsonb,
  p_key text DEFAULT NULL,
  p_key_hash text DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_answer jsonb;
BEGIN
  v_answer := "match_sign_up_together"(p_club, p_match, jsonb_build_array(jsonb_build_object(
    'flight', p_flight, 'by', p_by, 'now', p_now, 'wall', p_wall, 'rows', p_rows,
    'products', p_products, 'key', p_key, 'key_hash', p_key_hash))) -> 0;
  IF v_answer ? 'refusal' THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = v_answer::text;
  END IF;
  RETURN v_answer;
END
$$;
