import jax
import jax.numpy as jnp

from layerzoo.layers import Dense, Dropout, ReLU
from layerzoo.sequential import Sequential
from layerzoo.training import Classifier


def make_data(key, n=256):
    x = jax.random.normal(key, (n, 10))
    return x, (x[:, 0] + x[:, 1] > 0).astype(jnp.int32)


def main(num_steps=30):
    x, labels = make_data(jax.random.PRNGKey(0))
    network = Sequential([Dense(10, 64), ReLU(), Dropout(0.5), Dense(64, 2)])
    classifier = Classifier(network)
    params = network.init(jax.random.PRNGKey(1))
    key = jax.random.PRNGKey(2)
    for _ in range(num_steps):
        key, step_key = jax.random.split(key)
        params, loss = classifier.train_step(params, x, labels, step_key)
    return classifier, params, x, float(loss)


if __name__ == "__main__":
    print("final loss", main()[-1])
