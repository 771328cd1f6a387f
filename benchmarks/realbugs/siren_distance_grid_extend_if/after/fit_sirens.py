import jax.numpy as jnp

from sirens import FlatLambdaCDM, MAPFitter, SirenCatalogue


def main():
    true_z = jnp.array([0.12, 0.31, 0.48, 0.66, 0.85])
    truth = FlatLambdaCDM(max_z=1.0)
    distances = truth.luminosity_distance(true_z) * jnp.array([1.03, 0.97, 1.02, 0.99, 1.04])
    catalogue = SirenCatalogue(distances, 0.08 * distances, true_z + 0.04, sigma_z=0.05)
    fitter = MAPFitter(catalogue, FlatLambdaCDM(max_z=2.0 * float(jnp.max(catalogue.photo_z))))
    return fitter.run(catalogue.photo_z)


if __name__ == "__main__":
    redshifts, losses = main()
    print(f"loss {losses[0]:.2f} -> {losses[-1]:.2f}", redshifts)
