import jax
import jax.numpy as jnp

from tinyclf.model import MLPClassifier
from tinyclf.trainer import Trainer


def make_batches(key, num_batches, batch_size, in_dim, num_classes):
    centers = 3.0 * jax.random.normal(key, (num_classes, in_dim))
    batches = []
    for i in range(num_batches):
        k_label, k_noise = jax.random.split(jax.random.fold_in(key, i))
        y = jax.random.randint(k_label, (batch_size,), 0, num_classes)
        x = centers[y] + jax.random.normal(k_noise, (batch_size, in_dim))
        batches.append((x, y))
    return batches


def main():
    model = MLPClassifier(in_dim=4, hidden=16, num_classes=3)
    params = model.init(jax.random.PRNGKey(0))
    batches = make_batches(jax.random.PRNGKey(1), num_batches=3, batch_size=32, in_dim=4, num_classes=3)
    params, history = Trainer(model, learning_rate=0.5).fit(params, batches, epochs=2)
    x, y = batches[0]
    print(jnp.round(model.metrics(params, x, y)["accuracy"], 2))
    return history


if __name__ == "__main__":
    print(main())
