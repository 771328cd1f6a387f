import jax
import jax.numpy as jnp

from cachedlm.generate import greedy_generate
from cachedlm.model import SingleHeadLM


def main(num_new=8):
    model = SingleHeadLM()
    params = model.init(jax.random.PRNGKey(0))
    prompt = jnp.array([3, 14, 15, 9, 26], dtype=jnp.int32)
    generated, last_logits = greedy_generate(model, params, prompt, num_new)
    print("prompt", prompt.tolist(), "-> generated", generated)
    return model, params, prompt, generated, last_logits


if __name__ == "__main__":
    main()
