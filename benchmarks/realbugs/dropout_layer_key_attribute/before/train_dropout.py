import jax
import jax.numpy as jnp

from dropnet.model import MLP


def make_step(model):
    @jax.jit
    def step(params, x, y):
        return jax.value_and_grad(model.loss)(params, x, y)

    return step


def main(num_steps=3):
    model = MLP(dropout_rate=0.5, seed=0)
    params = model.init(jax.random.PRNGKey(1), 4, 32)
    x = jax.random.normal(jax.random.PRNGKey(2), (16, 4))
    y = jnp.sin(x[:, 0])
    step = make_step(model)
    return [float(step(params, x, y)[0]) for _ in range(num_steps)]


if __name__ == "__main__":
    print(main())
