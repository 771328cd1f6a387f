import jax
import jax.numpy as jnp

from dropnet.model import MLP


def make_step(model):
    @jax.jit
    def step(params, x, y, key):
        return jax.value_and_grad(model.loss)(params, x, y, key)

    return step


def main(num_steps=3):
    model = MLP(dropout_rate=0.5)
    params = model.init(jax.random.PRNGKey(1), 4, 32)
    x = jax.random.normal(jax.random.PRNGKey(2), (16, 4))
    y = jnp.sin(x[:, 0])
    step = make_step(model)
    keys = jax.random.split(jax.random.PRNGKey(0), num_steps)
    return [float(step(params, x, y, key)[0]) for key in keys]


if __name__ == "__main__":
    print(main())
