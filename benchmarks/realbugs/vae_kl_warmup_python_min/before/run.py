import jax
import jax.numpy as jnp

from asivae.annealing import KLWarmup
from asivae.model import VAE
from asivae.train import Trainer


def binary_patterns(key, n, dim=64, prototypes=4):
    p_key, c_key, f_key = jax.random.split(key, 3)
    protos = jax.random.bernoulli(p_key, 0.3, (prototypes, dim)).astype(jnp.float32)
    which = jax.random.randint(c_key, (n,), 0, prototypes)
    flips = jax.random.bernoulli(f_key, 0.05, (n, dim)).astype(jnp.float32)
    return jnp.abs(protos[which] - flips)


def main(steps=300, batch_size=64, seed=0):
    trainer = Trainer(VAE(), KLWarmup(warmup_steps=100))
    key = jax.random.PRNGKey(seed)
    key, init_key, data_key = jax.random.split(key, 3)
    state = trainer.init(init_key)
    data = binary_patterns(data_key, 1024)
    history = []
    for i in range(steps):
        key, step_key = jax.random.split(key)
        start = (i * batch_size) % data.shape[0]
        state, loss, metrics = trainer.update(state, data[start:start + batch_size], step_key)
        history.append(float(loss))
    return state, history


if __name__ == "__main__":
    final, losses = main()
    print(f"step {int(final.step)}: negative ELBO {losses[-1]:.2f}")
