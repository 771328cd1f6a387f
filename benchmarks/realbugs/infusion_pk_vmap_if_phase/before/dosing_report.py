import jax.numpy as jnp

from pkmodel import Infusion, OneCompartmentInfusion


def main():
    model = OneCompartmentInfusion(clearance_l_h=5.0, volume_l=40.0, regimen=Infusion(dose_mg=500.0, duration_h=2.0))
    times = jnp.linspace(0.0, 48.0, 481)
    return model.profile(times), model.auc(times)


if __name__ == "__main__":
    profile, auc = main()
    print(f"peak {float(profile.max()):.2f} mg/L, AUC(0-48h) {float(auc):.1f} mg h/L")
