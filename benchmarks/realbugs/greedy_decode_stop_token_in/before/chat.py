import jax
import jax.numpy as jnp

from chatlm.decoding import GreedyDecoder
from chatlm.model import TinyLM


def main():
    model = TinyLM(vocab_size=16)
    params = model.init(jax.random.PRNGKey(4))
    decoder = GreedyDecoder(model, stop_ids=[1, 2], max_new_tokens=8)
    prompts = [jnp.array([3, 4, 5]), jnp.array([6, 7, 8]), jnp.array([9, 10, 11])]
    return [decoder.generate(params, prompt) for prompt in prompts]


if __name__ == "__main__":
    print(main())
