import jax

from mlpkit import MLP


def main():
    model = MLP(jax.random.PRNGKey(0))
    params = model.init()
    x = jax.random.normal(jax.random.PRNGKey(1), (4, 8))
    first = model.train_forward(params, x)
    second = model.train_forward(params, x)
    return first, second


if __name__ == "__main__":
    print(main())
