"""Answer a stream of completion requests with the same model and sampling options."""

import jax
import jax.numpy as jnp

from textgen.lm import CausalLM
from textgen.model import init_params


def main():
    lm = CausalLM(init_params(jax.random.PRNGKey(0), 64, 32))
    key = jax.random.PRNGKey(1)
    requests = [jnp.array([[3, 7, 9], [4, 4, 2]]), jnp.array([[1, 5, 8], [2, 6, 6]])]
    for prompts in requests:
        key, request_key = jax.random.split(key)
        completions = lm.generate(prompts, request_key, 8, k=5, temperature=0.7)
        print(completions.tolist())


if __name__ == "__main__":
    main()
