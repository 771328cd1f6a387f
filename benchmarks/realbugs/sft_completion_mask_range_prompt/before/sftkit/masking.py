"""Loss masks for supervised fine-tuning: only the completion after the prompt is supervised."""
import jax.numpy as jnp

IGNORE_INDEX = -100


def completion_mask(input_ids, prompt_length, pad_token_id):
    mask = jnp.zeros(input_ids.shape, dtype=bool)
    for position in range(prompt_length, input_ids.shape[0]):  # expect: JXL105
        mask = mask.at[position].set(input_ids[position] != pad_token_id)
    return mask


def masked_labels(input_ids, prompt_length, pad_token_id):
    return jnp.where(completion_mask(input_ids, prompt_length, pad_token_id), input_ids, IGNORE_INDEX)
