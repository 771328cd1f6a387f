import jax
import jax.numpy as jnp

from ringebm.energy import energy, init_energy
from ringebm.trainer import EBMTrainer


def ring(key, num=256, radius=1.0, noise=0.05):
    angle_key, noise_key = jax.random.split(key)
    angles = jax.random.uniform(angle_key, (num,), maxval=2 * jnp.pi)
    points = radius * jnp.stack([jnp.cos(angles), jnp.sin(angles)], axis=1)
    return points + noise * jax.random.normal(noise_key, points.shape)


def main(num_iterations=40):
    key = jax.random.PRNGKey(0)
    data_key, init_key, fit_key = jax.random.split(key, 3)
    data = ring(data_key)
    trainer = EBMTrainer()
    params, losses = trainer.fit(init_energy(init_key), data, fit_key, num_iterations)
    return trainer, params, data, losses


if __name__ == "__main__":
    trainer, params, data, losses = main()
    print(f"energy at the ring {float(jnp.mean(energy(params, data))):.3f}, "
          f"at the centre {float(energy(params, jnp.zeros((1, 2)))[0]):.3f}")
