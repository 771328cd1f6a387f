import jax
import jax.numpy as jnp

from scanfit.optim import SgdMomentum
from scanfit.trainer import ScanTrainer


def make_epoch(key, num_batches=8, batch_size=32, num_features=4):
    x_key, noise_key = jax.random.split(key)
    x = jax.random.normal(x_key, (num_batches, batch_size, num_features))
    y = x @ jnp.arange(1.0, num_features + 1.0) + 0.5 + 0.05 * jax.random.normal(noise_key, (num_batches, batch_size))
    return x, y


def main(num_epochs=5):
    trainer = ScanTrainer(SgdMomentum(learning_rate=0.02))
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = trainer.optimizer.init(params)
    curve = []
    for epoch_key in jax.random.split(jax.random.PRNGKey(0), num_epochs):
        params, opt_state, losses = trainer.run_epoch(params, opt_state, *make_epoch(epoch_key))
        curve.extend(float(loss) for loss in losses)
    return trainer, params, opt_state, curve


if __name__ == "__main__":
    print(main()[-1][-1])
