import jax
import jax.numpy as jnp

from ringgan.nets import init_mlp
from ringgan.steps import train_step


def ring_of_gaussians(key, n, modes=8, radius=2.0):
    k_m, k_n = jax.random.split(key)
    angle = 2 * jnp.pi * jax.random.randint(k_m, (n,), 0, modes) / modes
    centers = radius * jnp.stack([jnp.cos(angle), jnp.sin(angle)], axis=-1)
    return centers + 0.05 * jax.random.normal(k_n, (n, 2))


def main(num_steps=20, batch_size=128):
    k_g, k_d, key = jax.random.split(jax.random.PRNGKey(0), 3)
    g_params = init_mlp(k_g, [8, 64, 64, 2])
    d_params = init_mlp(k_d, [2, 64, 64, 1])
    history = []
    for step in range(num_steps):
        key, k_data, k_step = jax.random.split(key, 3)
        g_params, d_params, d_loss, g_loss = train_step(g_params, d_params, ring_of_gaussians(k_data, batch_size),
                                                        k_step)
        history.append((float(d_loss), float(g_loss)))
        if not all(jnp.isfinite(jnp.array(history[-1]))):
            raise FloatingPointError(f"non-finite GAN losses at step {step}: {history[-1]}")
    print(f"final d loss {history[-1][0]:.3f}, g loss {history[-1][1]:.3f}")
    return history


if __name__ == "__main__":
    main()
