# Converted from the annotated notebook: an MLP on moons-like data, built from vmapped affine layers.
import jax
import numpy as np

from nbmlp.layers import init_affine
from nbmlp.training import accuracy, update

evaluate = jax.jit(accuracy)


# In [1]:
def make_moons(count, rng, noise=0.15):
    t = rng.uniform(0.0, np.pi, count)
    upper = rng.random(count) < 0.5
    x = np.where(upper, np.cos(t), 1.0 - np.cos(t))
    y = np.where(upper, np.sin(t), 0.5 - np.sin(t))
    points = np.stack([x, y], 1) + noise * rng.normal(size=(count, 2))
    return points.astype(np.float32), upper.astype(np.int32)


# In [2]:
def init_network(key, sizes=(2, 32, 32, 2)):
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_affine(k, m, n) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


# In [3]:
def run(num_epochs=10, batch_size=64):
    rng = np.random.default_rng(0)
    train_x, train_y = make_moons(1024, rng)
    test_x, test_y = make_moons(512, rng)
    params = init_network(jax.random.PRNGKey(42))
    history = []
    for epoch in range(num_epochs):
        order = rng.permutation(len(train_x))
        for start in range(0, len(order), batch_size):
            index = order[start:start + batch_size]
            params = update(params, train_x[index], train_y[index])
        test_accuracy = evaluate(params, test_x, test_y)
        history.append(float(test_accuracy))
    return history


# In [4]:
if __name__ == "__main__":
    for epoch, test_accuracy in enumerate(run()):
        print(f"epoch {epoch}: test accuracy {test_accuracy:.3f}")
