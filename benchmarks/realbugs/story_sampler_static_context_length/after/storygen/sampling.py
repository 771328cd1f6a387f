import jax
import jax.numpy as jnp

from storygen.model import causal_lm


@jax.jit
def sample_next(params, buffer, key, length, temperature):
    # run the model over the whole fixed-size buffer and read the logits at the current length: one compilation
    # serves every length; the causal model ignores the padding after it
    logits = jax.lax.dynamic_index_in_dim(causal_lm(params, buffer), length - 1, axis=1, keepdims=False)
    next_token = jax.random.categorical(key, logits / temperature)
    return buffer.at[:, length].set(next_token)


def sample(params, prompt, key, max_new_tokens, temperature=0.8, max_len=16):
    batch_size, prompt_len = prompt.shape
    buffer = jnp.zeros((batch_size, max_len), dtype=prompt.dtype).at[:, :prompt_len].set(prompt)
    for length, step_key in zip(range(prompt_len, prompt_len + max_new_tokens), jax.random.split(key, max_new_tokens)):
        buffer = sample_next(params, buffer, step_key, length, temperature)
    return buffer[:, : prompt_len + max_new_tokens]
