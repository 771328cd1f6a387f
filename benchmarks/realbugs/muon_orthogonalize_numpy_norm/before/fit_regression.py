import jax
import jax.numpy as jnp

from muonlab.model import Trainer, init_params
from muonlab.transforms import muon


def make_data(key, n=256):
    x = jax.random.uniform(key, (n, 8), minval=-1.0, maxval=1.0)
    y = jnp.sin(3.0 * x[:, :2]).sum(axis=1, keepdims=True)
    return x, y


def main(num_steps=50, learning_rate=0.02):
    x, y = make_data(jax.random.PRNGKey(0))
    params = init_params(jax.random.PRNGKey(1), [8, 32, 32, 1])
    optimizer = muon(learning_rate)
    opt_state = optimizer.init(params)
    trainer = Trainer(optimizer)
    losses = []
    for _ in range(num_steps):
        params, opt_state, loss = trainer.step(params, opt_state, x, y)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    losses = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
