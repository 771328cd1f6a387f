import jax.numpy as jnp

from heatsim import ExplicitDiffusion, FixedEdges

N = 101


def initial_plate(n=N):
    u = jnp.zeros((n, n))
    return u.at[n // 2, n // 2].set(1.0)


def main(num_frames=5, steps_per_frame=100):
    solver = ExplicitDiffusion(FixedEdges(0.0))
    u = initial_plate()
    frames = []
    for _ in range(num_frames):
        u = solver.advance(u, steps_per_frame)
        frames.append(u)
    return frames


if __name__ == "__main__":
    for frame in main():
        print(float(frame.max()), float(frame.sum()))
