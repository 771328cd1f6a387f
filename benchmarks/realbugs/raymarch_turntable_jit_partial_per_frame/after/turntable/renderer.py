import functools

import jax

from turntable.march import depth_image


class TurntableRenderer:
    def __init__(self, sdf, camera, max_steps=64, eps=1e-3):
        self.sdf = sdf
        self.camera = camera
        self.max_steps = max_steps
        self.eps = eps
        self._trace = jax.jit(functools.partial(depth_image, sdf, max_steps=max_steps, eps=eps))

    def render_frame(self, angle):
        depth = self._trace(self.camera.origin(angle), self.camera.directions(angle))
        return depth.reshape(self.camera.rows, self.camera.width)
