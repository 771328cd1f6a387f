import jax
import jax.numpy as jnp


def init_policy(key, vocab_size, dim=32):
    k_embed, k_mix, k_out = jax.random.split(key, 3)
    return {"embed": 0.5 * jax.random.normal(k_embed, (vocab_size, dim)),
            "mix": jax.random.normal(k_mix, (dim, dim)) / jnp.sqrt(dim),
            "out": 0.5 * jax.random.normal(k_out, (dim, vocab_size))}


def next_token_logits(params, context, pad_id):
    """A bag-of-context policy: mean of the non-pad embeddings, weighted towards the last token."""
    valid = (context != pad_id).astype(jnp.float32)
    embedded = params["embed"][context] * valid[..., None]
    summary = embedded.sum(axis=-2) / jnp.maximum(valid.sum(axis=-1, keepdims=True), 1.0)
    hidden = jnp.tanh((summary + embedded[..., -1, :]) @ params["mix"])
    return hidden @ params["out"]


def sample_response(params, queries, key, response_length, pad_id, temperature=1.0):
    """Sample `response_length` tokens after each left-padded query (the query must end at the last column)."""
    def step(context, k):
        logits = next_token_logits(params, context, pad_id) / temperature
        token = jax.random.categorical(k, logits)
        return jnp.concatenate([context[:, 1:], token[:, None]], axis=1), token

    _, tokens = jax.lax.scan(step, queries, jax.random.split(key, response_length))
    return tokens.T
