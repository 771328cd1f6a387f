import jax

from textgen.lm import init_params
from textgen.sample import generate


def main():
    params = init_params(jax.random.PRNGKey(0), vocab_size=30, dim=8)
    return generate(params, [1, 2, 3, 4], jax.random.PRNGKey(1), num_tokens=6)


if __name__ == "__main__":
    print(main())
