import jax
import jax.numpy as jnp

from textgen.lm import next_token_logits
from textgen.probs import softmax, top_k_mask

TEMPERATURE = 0.8
TOP_K = 5


@jax.jit
def sample_next(params, context, key):
    logits = next_token_logits(params, context)
    probs = softmax(jnp.where(top_k_mask(logits, TOP_K), logits, -1e9), TEMPERATURE)
    return jax.random.categorical(key, jnp.log(probs + 1e-12))


def generate(params, prompt, key, num_tokens):
    context = list(prompt)
    for _ in range(num_tokens):
        key, sub = jax.random.split(key)
        token = sample_next(params, jnp.array(context[-4:]), sub)
        context.append(int(token))
    return context
