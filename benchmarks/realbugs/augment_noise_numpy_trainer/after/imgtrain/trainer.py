import jax
import jax.numpy as jnp

from imgtrain.augment import add_sensor_noise


class Trainer:
    def __init__(self, num_pixels, num_classes, noise_sigma, learning_rate, seed):
        self.params = {"w": jnp.zeros((num_pixels, num_classes)), "b": jnp.zeros(num_classes)}
        self.noise_sigma = noise_sigma
        self.learning_rate = learning_rate
        self.key = jax.random.PRNGKey(seed)
        self._augment = jax.jit(self._noisy)
        self._step = jax.jit(self._train_step)

    def _noisy(self, images, key):
        return add_sensor_noise(images, self.noise_sigma, key)

    def augment(self, images):
        self.key, noise_key = jax.random.split(self.key)
        return self._augment(images, noise_key)

    def _loss(self, params, images, labels):
        logits = images @ params["w"] + params["b"]
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * labels, axis=-1))

    def _train_step(self, params, images, labels):
        loss, grads = jax.value_and_grad(self._loss)(params, images, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit_batch(self, images, labels):
        self.params, loss = self._step(self.params, self.augment(images), labels)
        return loss
