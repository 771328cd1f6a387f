import jax
import jax.numpy as jnp

from cifar_aug.pipeline import augment_batch


def init_linear(key, height, width, channels, num_classes):
    features = height * width * channels
    return {"w": jax.random.normal(key, (features, num_classes)) * 0.01, "b": jnp.zeros(num_classes)}


def logits_fn(params, images):
    return images.reshape(images.shape[0], -1) @ params["w"] + params["b"]


def loss_fn(params, images, labels):
    log_probs = jax.nn.log_softmax(logits_fn(params, images))
    return -jnp.take_along_axis(log_probs, labels[:, None], axis=1).mean()


class AugmentedTrainer:
    def __init__(self, lr=0.1):
        self.lr = lr
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, images, labels, key):
        images = augment_batch(key, images)
        loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads), loss
