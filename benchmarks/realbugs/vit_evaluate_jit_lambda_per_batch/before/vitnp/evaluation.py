import jax
import jax.numpy as jnp


def evaluate(model, params, images, labels, batch_size=100):
    correct = 0
    for start in range(0, images.shape[0], batch_size):
        predict = jax.jit(lambda x: jnp.argmax(model.apply(params, x), axis=-1))  # expect: JXL501
        batch_labels = labels[start:start + batch_size]
        correct += int(jnp.sum(predict(images[start:start + batch_size]) == batch_labels))
    return correct / images.shape[0]
