from ebm import IceAlbedoRamp, ZeroDimensionalEBM


def main(num_years=300):
    model = ZeroDimensionalEBM(IceAlbedoRamp())
    warm_start = model.integrate(300.0, num_years)
    cold_start = model.integrate(230.0, num_years)
    return float(warm_start[-1]), float(cold_start[-1])


if __name__ == "__main__":
    warm, cold = main()
    print(f"equilibria from a warm start {warm:.1f} K and from a cold start {cold:.1f} K")
