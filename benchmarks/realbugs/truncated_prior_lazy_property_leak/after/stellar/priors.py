from probdist import Normal, TruncatedNormal

PRIORS = {
    "mass": TruncatedNormal(loc=1.0, scale=0.5, low=0.1, high=3.0),
    "age": TruncatedNormal(loc=4.5, scale=2.0, low=0.0, high=13.8),
    "metallicity": Normal(loc=0.0, scale=0.2),
}
