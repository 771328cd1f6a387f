import jax
import jax.numpy as jnp

from pinn import init_params, physics_loss


@jax.jit
def train_step(params, xs, load, obstacle):
    value, grads = jax.value_and_grad(physics_loss)(params, xs, load, obstacle)
    return jax.tree_util.tree_map(lambda p, g: p - 1e-3 * g, params, grads), value


def main(num_steps=3):
    params = init_params(jax.random.PRNGKey(0), 16)
    xs = jnp.linspace(0.05, 0.95, 32)
    losses = []
    for _ in range(num_steps):
        params, value = train_step(params, xs, 1.0, 0.05)
        losses.append(float(value))
    return losses


if __name__ == "__main__":
    print(main())
