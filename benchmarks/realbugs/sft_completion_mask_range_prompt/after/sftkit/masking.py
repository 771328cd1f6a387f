"""Loss masks for supervised fine-tuning: only the completion after the prompt is supervised."""
import jax.numpy as jnp

IGNORE_INDEX = -100


def completion_mask(input_ids, prompt_length, pad_token_id):
    # compare positions with the prompt length instead of looping from it: the length may be traced
    positions = jnp.arange(input_ids.shape[0])
    return (positions >= prompt_length) & (input_ids != pad_token_id)


def masked_labels(input_ids, prompt_length, pad_token_id):
    return jnp.where(completion_mask(input_ids, prompt_length, pad_token_id), input_ids, IGNORE_INDEX)
