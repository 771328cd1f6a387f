import jax

from tinylm.decoding import generate
from tinylm.model import init_params


def main():
    params = init_params(jax.random.PRNGKey(3))
    return generate(params, [5, 7, 9], max_len=10)


if __name__ == "__main__":
    print(main())
