import jax.numpy as jnp

from turntable.camera import OrbitCamera
from turntable.renderer import TurntableRenderer
from turntable.sdf import scene


def main(num_frames=6):
    renderer = TurntableRenderer(scene, OrbitCamera())
    frames = []
    for angle in jnp.linspace(0.0, 2 * jnp.pi, num_frames, endpoint=False):
        frames.append(renderer.render_frame(angle))
        hit = float(jnp.isfinite(frames[-1]).mean())
        print(f"frame {len(frames)}: {hit:.0%} of pixels hit a surface")
    return renderer, frames


if __name__ == "__main__":
    main()
