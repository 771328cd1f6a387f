import jax
import jax.numpy as jnp

from storygen.model import init_params
from storygen.sampling import sample


def main(max_new_tokens=4, seed=0):
    params = init_params(jax.random.PRNGKey(0))
    prompt = jnp.array([[3, 5, 7], [2, 4, 6]])
    return sample(params, prompt, jax.random.PRNGKey(seed), max_new_tokens)


if __name__ == "__main__":
    print(main())
