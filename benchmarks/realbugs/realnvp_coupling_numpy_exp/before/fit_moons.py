import jax
import jax.numpy as jnp

from nvp.flow import RealNVP


def noisy_moons(key, n=512):
    k1, k2 = jax.random.split(key)
    theta = jax.random.uniform(k1, (n,)) * jnp.pi
    top = jnp.arange(n) < n // 2
    x = jnp.where(top, jnp.cos(theta), 1.0 - jnp.cos(theta))
    y = jnp.where(top, jnp.sin(theta), 0.5 - jnp.sin(theta))
    return jnp.stack([x, y], axis=1) + 0.05 * jax.random.normal(k2, (n, 2))


def main(num_steps=60, learning_rate=1e-2):
    flow = RealNVP()
    params = flow.init(jax.random.PRNGKey(0))
    data = noisy_moons(jax.random.PRNGKey(1))
    loss_and_grad = jax.jit(jax.value_and_grad(flow.nll))
    history = []
    for _ in range(num_steps):
        loss, grads = loss_and_grad(params, data)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        history.append(float(loss))
    return history


if __name__ == "__main__":
    print(main()[-1])
