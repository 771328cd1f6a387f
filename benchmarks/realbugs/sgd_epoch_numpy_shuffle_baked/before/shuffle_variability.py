"""How much does the loss after one epoch depend on the order the examples are visited in?"""

import jax
import jax.numpy as jnp
import numpy as np

from softmaxreg import init_params, train_epoch
from softmaxreg.model import cross_entropy


def make_data(key, num_examples=600, num_features=5, num_classes=3):
    key_x, key_w = jax.random.split(key)
    inputs = jax.random.normal(key_x, (num_examples, num_features))
    labels = jnp.argmax(inputs @ jax.random.normal(key_w, (num_features, num_classes)), axis=1)
    return inputs, labels


def main(num_orders=6):
    np.random.seed(0)
    inputs, labels = make_data(jax.random.PRNGKey(0))
    final_losses = []
    for _ in range(num_orders):
        params, _ = train_epoch(init_params(5, 3), inputs, labels, batch_size=20, learning_rate=0.5)
        final_losses.append(float(cross_entropy(params, inputs, labels)))
    return final_losses


if __name__ == "__main__":
    losses = main()
    print("loss after one epoch:", np.mean(losses), "+/-", np.std(losses))
