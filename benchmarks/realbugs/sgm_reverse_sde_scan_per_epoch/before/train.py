import jax
import jax.numpy as jnp

from toysgm.sampling import reverse_sde_sample
from toysgm.score import ScoreNet
from toysgm.sde import OrnsteinUhlenbeck
from toysgm.training import DenoisingScoreMatching


def ring(key, n, radius=2.0):
    a_key, n_key = jax.random.split(key)
    angle = jax.random.uniform(a_key, (n,)) * 2 * jnp.pi
    return radius * jnp.stack([jnp.cos(angle), jnp.sin(angle)], -1) + 0.1 * jax.random.normal(n_key, (n, 2))


def main(epochs=10, steps_per_epoch=100, seed=0):
    sde, net = OrnsteinUhlenbeck(), ScoreNet()
    trainer = DenoisingScoreMatching(sde, net)
    key = jax.random.PRNGKey(seed)
    key, init_key = jax.random.split(key)
    params = net.init(init_key)
    radii = []
    for epoch in range(epochs):
        for _ in range(steps_per_epoch):
            key, data_key, step_key = jax.random.split(key, 3)
            params, loss = trainer.step(params, ring(data_key, 256), step_key)
        key, sample_key = jax.random.split(key)
        samples = reverse_sde_sample(sde, net, params, sample_key, 512)
        radii.append(float(jnp.mean(jnp.linalg.norm(samples, axis=-1))))
        print(f"epoch {epoch}: loss {float(loss):.3f}, mean sample radius {radii[-1]:.2f}")
    return sde, net, params, radii


if __name__ == "__main__":
    main()
