import functools

import jax

from minillm.model import TinyLM

MODEL = TinyLM(vocab_size=64)


@functools.partial(jax.jit, static_argnames=("temperature", "max_new_tokens"))
def generate_tokens(params, prompt, key, temperature, max_new_tokens):
    def step(carry, step_key):
        context = carry
        logits = MODEL.next_logits(params, context) / temperature
        token = jax.random.categorical(step_key, logits)
        context = 0.8 * context + 0.2 * params["embed"][token]
        return context, token

    _, tokens = jax.lax.scan(step, MODEL.summarise(params, prompt), jax.random.split(key, max_new_tokens))
    return tokens
