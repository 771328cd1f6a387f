import numpy as np

GM_SUN = 4.0 * np.pi ** 2  # AU^3 / yr^2, masses in solar masses

# name: (distance from the Sun in AU, mass in solar masses), on circular orbits in the ecliptic.
PLANETS = {"earth": (1.0, 3.0e-6), "mars": (1.52, 3.2e-7), "jupiter": (5.2, 9.5e-4), "saturn": (9.54, 2.9e-4)}


def circular_system():
    names = ["sun", *PLANETS]
    radii = np.array([0.0] + [a for a, _ in PLANETS.values()])
    masses = np.array([1.0] + [m for _, m in PLANETS.values()])
    angles = np.linspace(0.0, 2.0 * np.pi, len(names), endpoint=False)
    pos = np.stack([radii * np.cos(angles), radii * np.sin(angles), np.zeros_like(radii)], axis=1)
    speed = np.sqrt(GM_SUN / np.maximum(radii, 1e-12)) * (radii > 0)
    vel = np.stack([-speed * np.sin(angles), speed * np.cos(angles), np.zeros_like(radii)], axis=1)
    vel -= (masses[:, None] * vel).sum(axis=0) / masses.sum()
    return names, pos, vel, masses
