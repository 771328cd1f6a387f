import jax
import jax.numpy as jnp

from clipfit.model import ElmanRNN
from clipfit.trainer import Trainer
from clipfit.transforms import Chain, ClipByGlobalNorm, Sgd


def make_batches(key, num_batches, batch_size=32, length=20):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        xs = jax.random.normal(batch_key, (batch_size, length, 1))
        batches.append((xs, jnp.sum(xs[:, -3:, 0], axis=1)))
    return batches


def main():
    model = ElmanRNN(hidden_size=16)
    params = model.init(jax.random.PRNGKey(0), input_size=1)
    trainer = Trainer(model, Chain(ClipByGlobalNorm(max_norm=1.0), Sgd(0.05)))
    _, history = trainer.fit(params, make_batches(jax.random.PRNGKey(1), num_batches=60))
    return history


if __name__ == "__main__":
    history = main()
    print(history[0], history[-1])
