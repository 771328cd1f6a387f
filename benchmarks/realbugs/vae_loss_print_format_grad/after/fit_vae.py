import jax

from tinyvae.model import init_params
from tinyvae.train import make_train_step


def main(steps=5):
    key = jax.random.PRNGKey(0)
    params = init_params(key)
    data = jax.random.normal(jax.random.PRNGKey(1), (128, 8))
    train_step = make_train_step(1e-2)
    losses = []
    for step in range(steps):
        key, step_key = jax.random.split(key)
        params, loss = train_step(params, data, step_key)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
