import numpy as np

from stellar import Star, evolve_track


def run(masses=(0.8, 1.0, 1.5), dt=0.5, n_steps=20):
    stars = [Star(m) for m in masses]
    tracks = [np.asarray(evolve_track(star, dt, n_steps)) for star in stars]
    return stars, tracks


if __name__ == "__main__":
    stars, tracks = run()
    for star, track in zip(stars, tracks):
        print(star.mass, star.age, track[0], track[-1])
