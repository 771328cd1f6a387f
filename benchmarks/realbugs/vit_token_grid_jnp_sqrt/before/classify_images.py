import jax

from vitlite.model import init_params, predict


def main():
    params = init_params(jax.random.PRNGKey(0))
    images = jax.random.uniform(jax.random.PRNGKey(1), (2, 16, 16, 3))
    return predict(params, images)


if __name__ == "__main__":
    print(main().argmax(axis=-1))
