import jax
import jax.numpy as jnp

from .padding import first_true_indices, right_padding_to_left_padding
from .policy import sample_response


def make_rollout(pad_id, response_length, stop_token):
    @jax.jit
    def rollout(params, queries, key):
        queries = right_padding_to_left_padding(queries, pad_id)
        responses = sample_response(params, queries, key, response_length, pad_id)
        stops = first_true_indices(responses == stop_token)
        after_stop = jnp.arange(response_length)[None, :] > stops[:, None]
        return queries, jnp.where(after_stop, pad_id, responses)

    return rollout
