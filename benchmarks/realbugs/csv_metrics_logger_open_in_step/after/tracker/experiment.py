from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    step: Any
    params: Any


class SoftmaxRegression:
    def __init__(self, num_features, num_classes):
        self.num_features = num_features
        self.num_classes = num_classes

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.num_features, self.num_classes)),
                "b": jnp.zeros(self.num_classes)}

    def logits(self, params, images):
        return images @ params["w"] + params["b"]


class Experiment:
    def __init__(self, model, logger, learning_rate):
        self.model = model
        self.logger = logger
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)

    def loss(self, params, images, labels):
        logits = self.model.logits(params, images)
        loss = -jnp.mean(jnp.sum(jax.nn.one_hot(labels, self.model.num_classes) * jax.nn.log_softmax(logits), -1))
        return loss, jnp.mean(jnp.argmax(logits, -1) == labels)

    def _train_step(self, state, images, labels):
        (loss, accuracy), grads = jax.value_and_grad(self.loss, has_aux=True)(state.params, images, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, state.params, grads)
        return TrainState(state.step + 1, params), loss, accuracy

    def run(self, key, batches):
        state = TrainState(jnp.zeros((), jnp.int32), self.model.init(key))
        for images, labels in batches:
            step = int(state.step)
            state, loss, accuracy = self.train_step(state, images, labels)
            self.logger.log(step=step, loss=float(loss), accuracy=float(accuracy))
        return state
