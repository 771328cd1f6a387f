import jax


def sample_responses(params, prompts, key, length):
    """Ancestral sampling from a bigram table, one response per prompt token."""
    def step(carry, key):
        tokens = carry
        logits = params["table"][tokens]
        tokens = jax.random.categorical(key, logits)
        return tokens, tokens

    _, sampled = jax.lax.scan(step, prompts, jax.random.split(key, length))
    return sampled.T
