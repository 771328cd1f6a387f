import jax.numpy as jnp


def evaluate(model, params, images, labels, batch_size=100):
    correct = 0
    for start in range(0, images.shape[0], batch_size):
        batch_labels = labels[start:start + batch_size]
        correct += int(jnp.sum(model.predict(params, images[start:start + batch_size]) == batch_labels))
    return correct / images.shape[0]
