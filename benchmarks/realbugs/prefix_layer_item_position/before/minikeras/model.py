"""A tiny Keras-like model base: predict() runs call() under jax.jit."""
import jax


class Model:
    def __init__(self, jit_compile=True):
        self.jit_compile = jit_compile
        self._predict_function = None

    def call(self, inputs):
        raise NotImplementedError

    def predict(self, inputs):
        if self._predict_function is None:
            self._predict_function = jax.jit(self.call) if self.jit_compile else self.call
        return self._predict_function(inputs)
