import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, augment, learning_rate=0.5):
        self.model = model
        self.augment = augment
        self.learning_rate = learning_rate
        self._step = jax.jit(self.train_step)

    def train_step(self, params, key, images, labels):
        soft = jax.nn.one_hot(labels, self.model.num_classes)
        images, soft = self.augment(key, images, soft)
        loss, grads = jax.value_and_grad(self.model.soft_cross_entropy)(params, images, soft)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, key, batches):
        losses = []
        for images, labels in batches:
            key, step_key = jax.random.split(key)
            params, loss = self._step(params, step_key, images, labels)
            losses.append(float(loss))
        return params, losses

    def accuracy(self, params, images, labels):
        return float(jnp.mean(jnp.argmax(self.model.apply(params, images), -1) == labels))
