import jax

from sepnet.autoclip import AutoClip
from sepnet.model import init_model
from sepnet.trainer import Trainer


def make_batches(key, num_batches=100, batch_size=32, features=16):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        source_key, noise_key = jax.random.split(batch_key)
        source = jax.random.uniform(source_key, (batch_size, features))
        noise = jax.random.uniform(noise_key, (batch_size, features)) * 0.5
        batches.append((source + noise, source))
    return batches


def main():
    params = init_model(jax.random.PRNGKey(0), 16)
    trainer = Trainer(AutoClip(percentile=10.0, history=50))
    return trainer.fit(params, make_batches(jax.random.PRNGKey(1)))


if __name__ == "__main__":
    params, state, history = main()
    print("loss", history[0][0], "->", history[-1][0], "threshold", history[-1][1])
