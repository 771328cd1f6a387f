import jax

from ddpm.noise import NoiseSchedule, TimestepSampler
from ddpm.trainer import DiffusionTrainer


def main(num_steps=3):
    trainer = DiffusionTrainer(NoiseSchedule(100), TimestepSampler(100, seed=0), learning_rate=1e-2)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": 0.1 * jax.random.normal(k1, (3, 32)), "w2": 0.1 * jax.random.normal(k2, (32, 2))}
    x0 = jax.random.normal(k3, (16, 2))
    drawn = []
    key = jax.random.PRNGKey(1)
    for _ in range(num_steps):
        key, noise_key = jax.random.split(key)
        params, loss, t = trainer._step(params, x0, noise_key)
        drawn.append(t.tolist())
    return drawn


if __name__ == "__main__":
    print(main())
